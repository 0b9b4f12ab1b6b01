import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/locale';

export function Logo() {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  return (
    <Link to={inLocale('/home')} aria-label={t`UpKeep home`} style={{ textDecoration: 'none' }}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} fz="xl" c="teal.8" component="span">
          UpKeep
        </Text>
      </Group>
    </Link>
  );
}
