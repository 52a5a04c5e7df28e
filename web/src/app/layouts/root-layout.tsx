import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <AppHeader />
      <Container size="lg" py="lg" component="main">
        <Outlet />
      </Container>
    </>
  );
}
