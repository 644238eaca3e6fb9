import { Button, Card, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import {
  INVITE_CODE_DEFAULT_MAX_USES,
  createInviteCodeRequest,
  type CreateInviteCodeRequest,
} from '@courtside/shared/schemas/invite-codes';
import { showServerFieldError, validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateInviteCode } from './api';
import { expiryDateToIso } from './expiry-date';

/** The form as typed: named after the request's fields, so the schema's messages land under the right one. */
interface InviteCodeValues {
  code: string;
  /** Mantine's NumberInput holds '' while the field is empty. */
  max_uses: number | string;
  /** A calendar day (YYYY-MM-DD), or '' for a code that never expires. */
  expires_at: string;
}

const emptyInviteCode: InviteCodeValues = { code: '', max_uses: INVITE_CODE_DEFAULT_MAX_USES, expires_at: '' };

/**
 * The request the form stands for. An emptied Max Uses allows no sign-up at all, which the schema refuses in the
 * words it uses for any number below 1.
 */
function toRequest({ code, max_uses, expires_at }: InviteCodeValues): CreateInviteCodeRequest {
  return { code: code.trim(), max_uses: Number(max_uses), expires_at: expiryDateToIso(expires_at) };
}

/**
 * Server answers that are about one field (apps/api/src/routes/invite-codes.ts): shown under that field as
 * well as in the toast. Keyed by the API's exact message.
 */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, keyof InviteCodeValues> = new Map([
  ['An invite code with this code already exists.', 'code'],
  ['The expiry date must be in the future.', 'expires_at'],
]);

export function CreateInviteCodeForm() {
  const createCode = useCreateInviteCode();
  const form = useForm<InviteCodeValues>({
    initialValues: emptyInviteCode,
    validate: validateWith(createInviteCodeRequest, { toRequest }),
  });

  const submit = (values: InviteCodeValues) =>
    createCode.mutate(toRequest(values), {
      onSuccess: (created) => {
        notifySuccess(`Invite code ${created.code} created.`);
        form.reset();
      },
      onError: (error) => {
        showServerFieldError(form, error, SERVER_FIELD_ERRORS);
        notifyError(error.message);
      },
    });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="create-code-title" mb="xl">
      <Title order={2} size="h3" id="create-code-title" mb="md">
        Create an Invite Code
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Custom Code (optional)"
              description="Leave blank to generate one."
              autoComplete="off"
              {...form.getInputProps('code')}
            />
            <NumberInput
              label="Max Uses"
              description="How many sign-ups this code allows."
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('max_uses')}
            />
            <TextInput
              label="Expiry Date (optional)"
              description="Leave blank for a code that never expires."
              type="date"
              min={dayjs().format('YYYY-MM-DD')}
              {...form.getInputProps('expires_at')}
            />
          </SimpleGrid>
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
