import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Title order={1}>Page not found</Title>
      <Text>That page is out of bounds. Check the address, or head back to familiar ground.</Text>
      <Button component={Link} to={paths.landing}>
        Go to Home
      </Button>
    </Stack>
  );
}
