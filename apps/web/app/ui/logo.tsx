import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/home" aria-label="UpKeep home" style={{ textDecoration: 'none' }}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} fz="xl" c="teal.8" component="span">
          UpKeep
        </Text>
      </Group>
    </Link>
  );
}
