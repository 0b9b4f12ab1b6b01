/**
 * PUT /company/calendar: the weekly hours set; customers see the new slots at once. The answer is kept as the
 * cached calendar; the setup status is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints, type EndpointBody } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { entriesOf, type WeekHours } from '../hours-model';
import { setupKeys } from './keys';

type CalendarEntries = EndpointBody<typeof companySetupEndpoints.updateCompanyCalendar>['entries'];

export function updateCalendar(token: string, entries: CalendarEntries) {
  return api(companySetupEndpoints.updateCompanyCalendar, { token, body: { entries } });
}

/** Takes the screen's week; `onSaved` is the screen's: its "saved" line. */
export function useUpdateCalendar(token: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: WeekHours) => updateCalendar(token, entriesOf(week)),
    onSuccess: (answer) => {
      onSaved();
      queryClient.setQueryData(setupKeys.calendar(token), answer);
      void queryClient.invalidateQueries({ queryKey: setupKeys.status(token) });
    },
  });
}
