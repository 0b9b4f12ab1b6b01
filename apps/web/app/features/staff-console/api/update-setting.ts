/**
 * PUT /staff/settings/{key}: a setting changed (admins only), its value checked by the key's rules; the settings
 * and the audit log are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SettingKey, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export function updateSetting(token: string, key: SettingKey, value: unknown) {
  return api(staffConsoleEndpoints.updateSetting, { token, params: { key }, body: { value } }).then((r) => r.data);
}

export function useUpdateSetting(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: SettingKey; value: unknown }) => updateSetting(token, key, value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.settings(token) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit(token) }),
      ]),
  });
}
