import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from './notify';

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('when one event is told twice while its notice is on screen', () => {
  it('shows one notice, and a different message still gets its own', () => {
    notifyError('Server is not responding.');
    notifyError('Server is not responding.');
    notifySuccess('Score saved.');
    notifySuccess('Score saved.');
    notifyError('Action failed.');
    expect(shown()).toEqual(['Server is not responding.', 'Score saved.', 'Action failed.']);
  });
});
