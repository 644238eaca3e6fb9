import { useState, type FormEvent } from 'react';
import { Button, Card, Stack, TextInput, NumberInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import {
  INVITE_CODE_DEFAULT_MAX_USES,
  createInviteCodeRequest,
  type CreateInviteCodeRequest,
} from '@courtside/shared/schemas/invite-codes';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ColumnGrid } from '@/components/column-grid';
import { useCreateInviteCode } from './api';
import { expiryDateToIso } from './expiry-date';

type Field = 'code' | 'max_uses' | 'expires_at';

const MAX_USES_TOO_LOW_MESSAGE = 'Max uses must be at least 1.';

/**
 * Server answers that are about one field (apps/api/src/routes/invite-codes.ts): shown under that field as
 * well as in the toast. Keyed by the API's exact message.
 */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, Field> = new Map([
  ['An invite code with this code already exists.', 'code'],
  ['The expiry date must be in the future.', 'expires_at'],
]);

export function CreateInviteCodeForm() {
  const createCode = useCreateInviteCode();
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState<number | string>(INVITE_CODE_DEFAULT_MAX_USES);
  const [expiryDate, setExpiryDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Editing a field takes back what was said about its old value.
  const clearError = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // NumberInput clamps typed values to min 1 on blur, but an emptied field arrives here as ''.
    if (typeof maxUses !== 'number') {
      setErrors({ max_uses: MAX_USES_TOO_LOW_MESSAGE });
      return;
    }
    const request: CreateInviteCodeRequest = {
      code: code.trim(),
      max_uses: maxUses,
      expires_at: expiryDateToIso(expiryDate),
    };
    const parsed = createInviteCodeRequest.safeParse(request);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    createCode.mutate(request, {
      onSuccess: (created) => {
        notifySuccess(`Invite code ${created.code} created.`);
        setCode('');
        setMaxUses(INVITE_CODE_DEFAULT_MAX_USES);
        setExpiryDate('');
      },
      onError: (error) => {
        const field = SERVER_FIELD_ERRORS.get(error.message);
        if (field) setErrors({ [field]: error.message });
        notifyError(error.message);
      },
    });
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="create-code-title" mb="xl">
      <Title order={2} size="h3" id="create-code-title" mb="md">
        Create an Invite Code
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Custom Code (optional)"
              description="Leave blank to generate one."
              autoComplete="off"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                clearError('code');
              }}
              error={errors.code}
            />
            <NumberInput
              label="Max Uses"
              description="How many sign-ups this code allows."
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={maxUses}
              onChange={(value) => {
                setMaxUses(value);
                clearError('max_uses');
              }}
              error={errors.max_uses}
            />
            <TextInput
              label="Expiry Date (optional)"
              description="Leave blank for a code that never expires."
              type="date"
              min={dayjs().format('YYYY-MM-DD')}
              value={expiryDate}
              onChange={(event) => {
                setExpiryDate(event.currentTarget.value);
                clearError('expires_at');
              }}
              error={errors.expires_at}
            />
          </ColumnGrid>
          <div>
            <Button type="submit" loading={createCode.isPending}>
              Create Code
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
