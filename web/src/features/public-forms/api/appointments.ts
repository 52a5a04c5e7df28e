import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentAction,
  AppointmentInput,
  AppointmentState,
  Paginated,
} from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

export interface Choice {
  id: number;
  name: string;
}

/** What the booking form offers: sports shown on scheduling and the arenas. */
export function useAppointmentOptions() {
  return useQuery({
    queryKey: ['appointments', 'options'],
    queryFn: ({ signal }) =>
      apiRequest<{ sports: Choice[]; arenas: Choice[] }>('/appointments/options', {
        signal,
        deferNotice: true,
      }),
  });
}

/** POST /api/appointments: 422 (fields) and 409 (slot taken) are the form's to show. */
export function useBookAppointment(successMessage: string) {
  return useMutation({
    mutationFn: (input: AppointmentInput) =>
      apiRequest<{ id: number }>('/appointments', {
        method: 'POST',
        body: input,
        quietStatuses: [409, 422],
        successMessage,
      }),
  });
}

export interface AdminAppointment {
  id: number;
  created_at: string;
  full_name: string;
  email: string;
  phone: string;
  sport: string | null;
  arena: string | null;
  tournament: string | null;
  home_team: string;
  away_team: string;
  starts_at: string;
  duration_minutes: number;
  notes: string;
  state: AppointmentState;
  submission_ip: string | null;
}

const adminKey = ['admin', 'appointments'] as const;

export function useAdminAppointments(filter: AppointmentState | 'all', page: number) {
  return useQuery({
    queryKey: [...adminKey, filter, page],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminAppointment>>('/admin/appointments', {
        signal,
        params: { filter, page },
        deferNotice: true,
      }),
  });
}

export function useAppointmentAction(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AppointmentAction }) =>
      apiRequest<AdminAppointment>(`/admin/appointments/${id}/${action}`, {
        method: 'POST',
        successMessage,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
