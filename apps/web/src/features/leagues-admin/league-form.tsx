import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  EARLIEST_DATE,
  LATEST_DATE,
  LEAGUE_AGE_CATEGORIES,
  LEAGUE_GENDERS,
  LEAGUE_TYPES,
  MAX_ENTRY_FEE,
  type LeagueDto,
} from '@courtside/shared/schemas/leagues';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { ColumnGrid } from '@/components/column-grid';
import { useSaveLeague } from './api';
import { genderLabel } from './division-labels';
import { refusalMessage } from './refusal-message';
import {
  validateLeagueForm,
  type LeagueField,
  type LeagueFormErrors,
  type LeagueFormValues,
} from './league-form-values';
import { RegionField } from './region-field';

export const LEAGUE_CREATED_MESSAGE = 'League created successfully!';
export const LEAGUE_UPDATED_MESSAGE = 'League updated successfully!';
export const LEAGUE_SAVE_FAILED_MESSAGE = 'An error occurred while saving the league';

const choices = (values: readonly string[], placeholder: string, label: (value: string) => string = (v) => v) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: label(value) })),
];
const typeOptions = choices(LEAGUE_TYPES, 'Choose a league type');
const ageOptions = choices(LEAGUE_AGE_CATEGORIES, 'Choose an age category');
const genderOptions = choices(LEAGUE_GENDERS, 'Any', genderLabel);

interface LeagueFormProps {
  initial: LeagueFormValues;
  /** The league being edited; undefined creates one. */
  leagueId?: number;
  /** A completed or canceled league: shown, not editable. */
  readOnlyReason?: string;
  onSaved: (league: LeagueDto, created: boolean) => void;
}

/** Every field of a league (accounts-and-admin sections 3 and 5), checked with the API's own schema. */
export function LeagueForm({ initial, leagueId, readOnlyReason, onSaved }: LeagueFormProps) {
  const saveLeague = useSaveLeague();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LeagueFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <F extends LeagueField>(field: F, value: LeagueFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field takes back what was said about its old value.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: LeagueField) => ({
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
  });
  const number = (field: LeagueField) => ({
    value: values[field] as number | string,
    onChange: (value: number | string) => set(field, value),
    error: errors[field],
  });
  const date = (field: LeagueField) => ({ ...text(field), type: 'date', min: EARLIEST_DATE, max: LATEST_DATE });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const result = validateLeagueForm(values, leagueId);
    if (!result.ok) {
      setErrors(result.errors);
      // The first field to fix gets focus, so its message is read out and it is on screen.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    saveLeague.mutate(result.request, {
      onSuccess: (league) => {
        notifySuccess(leagueId === undefined ? LEAGUE_CREATED_MESSAGE : LEAGUE_UPDATED_MESSAGE);
        onSaved(league, leagueId === undefined);
      },
      onError: (error) => {
        setServerError(refusalMessage(error, '') || null);
        notifyError(LEAGUE_SAVE_FAILED_MESSAGE);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {readOnlyReason ? (
          <Alert color="gray" variant="light">
            {readOnlyReason}
          </Alert>
        ) : (
          <Text c="dimmed">
            Name, type, season, age category and the four dates are required; everything else is optional.
          </Text>
        )}
        <fieldset disabled={readOnlyReason !== undefined} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Section id="league-details-title" title="League details">
              <TextInput label="League Name" required autoComplete="off" {...text('name')} />
              <ColumnGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect label="League Type" required data={typeOptions} {...text('league_type')} />
                <TextInput label="Season" required placeholder="Spring 2026" autoComplete="off" {...text('season')} />
                <NativeSelect label="Age Category" required data={ageOptions} {...text('age_category')} />
                <NativeSelect label="Gender" data={genderOptions} {...text('gender')} />
              </ColumnGrid>
              <RegionField
                value={values.region_id}
                onChange={(regionId) => set('region_id', regionId)}
                error={errors.region_id}
                disabled={readOnlyReason !== undefined}
              />
              <Textarea label="Rules" rows={4} {...text('rules')} />
            </Section>

            <Section id="league-dates-title" title="Dates">
              <ColumnGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Registration Start" required {...date('registration_start')} />
                <TextInput label="Registration End" required {...date('registration_end')} />
                <TextInput label="Play Start" required {...date('play_start')} />
                <TextInput label="Play End" required {...date('play_end')} />
              </ColumnGrid>
            </Section>

            <Section id="league-players-title" title="Players and entry">
              <ColumnGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput
                  label="Entry Fee"
                  description="Leave empty for a free league."
                  min={0}
                  max={MAX_ENTRY_FEE}
                  step={0.01}
                  decimalScale={2}
                  {...number('entry_fee')}
                />
                <NumberInput
                  label="Max Registrations"
                  description="Leave empty for no limit."
                  min={0}
                  allowDecimal={false}
                  {...number('max_registrations')}
                />
                <NumberInput
                  label="Min Players per Division"
                  min={2}
                  allowDecimal={false}
                  {...number('min_players_per_division')}
                />
                <NumberInput
                  label="Max Players per Division"
                  min={2}
                  allowDecimal={false}
                  {...number('max_players_per_division')}
                />
              </ColumnGrid>
              <TextInput
                label="Banner URL"
                type="url"
                placeholder="https://example.com/banner.jpg"
                autoComplete="off"
                {...text('banner_url')}
              />
              <Checkbox
                label="Publicly visible"
                description="Players see the league and can register while registration is open."
                checked={values.public_visible}
                onChange={(event) => set('public_visible', event.currentTarget.checked)}
              />
            </Section>
          </Stack>
        </fieldset>
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Group gap="sm">
          {readOnlyReason ? null : (
            <Button type="submit" loading={saveLeague.isPending}>
              {leagueId === undefined ? 'Create League' : 'Save Changes'}
            </Button>
          )}
          <Button component={Link} to={paths.adminLeagues} variant="default">
            {readOnlyReason ? 'Back to League Management' : 'Cancel'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
