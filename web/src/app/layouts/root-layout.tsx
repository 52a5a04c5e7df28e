import { Container } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { AppHeader } from './app-header';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  const loading = useNavigation().state !== 'idle';
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <AppHeader />
      <Container size="lg" py="lg" component="main" aria-busy={loading}>
        <Outlet />
      </Container>
    </>
  );
}
