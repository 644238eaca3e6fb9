import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EARLIEST_DATE,
  LATEST_DATE,
  LEAGUE_AGE_CATEGORIES,
  LEAGUE_GENDERS,
  LEAGUE_TYPES,
  MAX_ENTRY_FEE,
  type LeagueDto,
} from '@courtside/shared/schemas/leagues';
import { FORMAT_RULES, SCORING_FORMATS, formatRules } from '@courtside/shared/tennis/scoring-formats';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useUnsavedChangesPrompt } from '@/lib/use-unsaved-changes-prompt';
import { useCreatePrivateLeague, useSaveLeague } from './api';
import { genderLabel } from './division-labels';
import { refusalMessage } from './refusal-message';
import {
  toPrivateLeagueRequest,
  toSaveLeagueRequest,
  validateLeague,
  type LeagueFormKind,
  type LeagueFormValues,
} from './league-form-values';
import { RegionField } from './region-field';

export const LEAGUE_CREATED_MESSAGE = 'League created successfully!';
export const LEAGUE_UPDATED_MESSAGE = 'League updated successfully!';
export const LEAGUE_SAVE_FAILED_MESSAGE = 'An error occurred while saving the league';
export const PRIVATE_LEAGUE_CREATED_MESSAGE = 'Your private league is ready. Invite your friends!';
/** The server's refusal when the organizer who plays has an incomplete profile (issue 38). */
export const INCOMPLETE_PROFILE_MESSAGE = 'Please complete your player profile first.';
/** Fields a group of friends rarely needs, folded under More options on a private league's form. */
const MORE_OPTIONS_FIELDS = ['region_id', 'entry_fee', 'banner_url'] as const;

const choices = (values: readonly string[], placeholder: string, label: (value: string) => string = (v) => v) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: label(value) })),
];
const typeOptions = choices(LEAGUE_TYPES, 'Choose a league type');
const ageOptions = choices(LEAGUE_AGE_CATEGORIES, 'Choose an age category');
const genderOptions = choices(LEAGUE_GENDERS, 'Any', genderLabel);
const formatOptions = SCORING_FORMATS.map((format) => ({ value: format, label: FORMAT_RULES[format].label }));

interface LeagueFormProps {
  initial: LeagueFormValues;
  /** The league being edited; undefined creates one. */
  leagueId?: number;
  /** A completed or canceled league: shown, not editable. */
  readOnlyReason?: string;
  /** 'private': a player's own league, created through leagues/createPrivate (issue 38). */
  kind?: LeagueFormKind;
  /** Where Cancel (and Back, for a read-only league) leads. */
  backTo?: string;
  onSaved: (league: LeagueDto, created: boolean) => void;
}

/** Every field of a league (accounts-and-admin sections 3 and 5), checked with the API's own schema. */
export function LeagueForm({
  initial,
  leagueId,
  readOnlyReason,
  kind = 'club',
  backTo = paths.adminLeagues,
  onSaved,
}: LeagueFormProps) {
  const saveLeague = useSaveLeague();
  const createPrivate = useCreatePrivateLeague();
  const startsPrivate = kind === 'private' && leagueId === undefined;
  const form = useForm<LeagueFormValues>({ initialValues: initial, validate: validateLeague(leagueId, kind) });
  const [serverError, setServerError] = useState<string | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const readOnly = readOnlyReason !== undefined;
  // A folded field with a problem is shown, or its message would be out of sight.
  const showMore = !startsPrivate || moreOpen || MORE_OPTIONS_FIELDS.some((field) => form.errors[field]);
  useUnsavedChangesPrompt(!readOnly && form.isDirty());

  const date = (field: keyof LeagueFormValues) => ({
    ...form.getInputProps(field),
    type: 'date',
    min: EARLIEST_DATE,
    max: LATEST_DATE,
  });

  const submit = (values: LeagueFormValues) => {
    setServerError(null);
    const handlers = {
      onSuccess: (league: LeagueDto) => {
        // What was saved is what leaving the page keeps: no question about it from here on.
        form.resetDirty(values);
        notifySuccess(
          startsPrivate
            ? PRIVATE_LEAGUE_CREATED_MESSAGE
            : leagueId === undefined
              ? LEAGUE_CREATED_MESSAGE
              : LEAGUE_UPDATED_MESSAGE,
        );
        onSaved(league, leagueId === undefined);
      },
      onError: (error: Error) => {
        setServerError(refusalMessage(error, '') || null);
        notifyError(LEAGUE_SAVE_FAILED_MESSAGE);
      },
    };
    if (startsPrivate) createPrivate.mutate(toPrivateLeagueRequest(values), handlers);
    else saveLeague.mutate(toSaveLeagueRequest(values, leagueId), handlers);
  };

  const focusFirstInvalid = (_errors: unknown, _values: unknown, event?: SyntheticEvent<HTMLFormElement>) => {
    setServerError(null);
    const formElement = event?.currentTarget;
    // The first field to fix gets focus, so its message is read out and it is on screen.
    setTimeout(() => formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  // Fields a private league's form folds away; the club's form shows them in their usual places.
  const region = (
    <RegionField
      value={form.values.region_id}
      onChange={(regionId) => form.setFieldValue('region_id', regionId)}
      error={form.errors.region_id}
      disabled={readOnly}
    />
  );
  const entryFee = (
    <NumberInput
      label="Entry Fee"
      description="Leave empty for a free league."
      min={0}
      max={MAX_ENTRY_FEE}
      step={0.01}
      decimalScale={2}
      {...form.getInputProps('entry_fee')}
    />
  );
  const banner = (
    <TextInput
      label="Banner URL"
      type="url"
      placeholder="https://example.com/banner.jpg"
      autoComplete="off"
      {...form.getInputProps('banner_url')}
    />
  );

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
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
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Section id="league-details-title" title="League details">
              <TextInput label="League Name" required autoComplete="off" {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect label="League Type" required data={typeOptions} {...form.getInputProps('league_type')} />
                <TextInput
                  label="Season"
                  required
                  placeholder="Spring 2026"
                  autoComplete="off"
                  {...form.getInputProps('season')}
                />
                <NativeSelect label="Age Category" required data={ageOptions} {...form.getInputProps('age_category')} />
                <NativeSelect label="Gender" data={genderOptions} {...form.getInputProps('gender')} />
              </SimpleGrid>
              {startsPrivate ? null : region}
              <NativeSelect
                label="Scoring Format"
                description={`${formatRules(form.values.scoring_format).description} It cannot change once a score is recorded.`}
                data={formatOptions}
                {...form.getInputProps('scoring_format')}
              />
              <Textarea label="Rules" rows={4} {...form.getInputProps('rules')} />
            </Section>

            <Section id="league-dates-title" title="Dates">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Registration Start" required {...date('registration_start')} />
                <TextInput label="Registration End" required {...date('registration_end')} />
                <TextInput label="Play Start" required {...date('play_start')} />
                <TextInput label="Play End" required {...date('play_end')} />
              </SimpleGrid>
            </Section>

            <Section id="league-players-title" title="Players and entry">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {startsPrivate ? null : entryFee}
                <NumberInput
                  label="Max Registrations"
                  description="Leave empty for no limit."
                  min={0}
                  allowDecimal={false}
                  {...form.getInputProps('max_registrations')}
                />
                <NumberInput
                  label="Min Players per Division"
                  min={2}
                  allowDecimal={false}
                  {...form.getInputProps('min_players_per_division')}
                />
                <NumberInput
                  label="Max Players per Division"
                  min={2}
                  allowDecimal={false}
                  {...form.getInputProps('max_players_per_division')}
                />
              </SimpleGrid>
              {startsPrivate ? (
                <Switch
                  label="I'll play in this league too"
                  description="You are registered in it as soon as it is created."
                  {...form.getInputProps('organizer_plays', { type: 'checkbox' })}
                />
              ) : (
                <>
                  {banner}
                  <Checkbox
                    label="Publicly visible"
                    description="Players see the league and can register while registration is open."
                    {...form.getInputProps('public_visible', { type: 'checkbox' })}
                  />
                </>
              )}
            </Section>
            {startsPrivate ? (
              <Card withBorder padding="md" component="section" aria-label="More options">
                <Button
                  variant="subtle"
                  px={0}
                  aria-expanded={showMore}
                  aria-controls="league-more-options"
                  onClick={() => setMoreOpen((open) => !open)}
                >
                  More options
                </Button>
                <Collapse expanded={showMore} id="league-more-options">
                  <Stack gap="md" mt="sm">
                    <Text c="dimmed" size="sm">
                      Region, entry fee and banner: most groups of friends leave them empty.
                    </Text>
                    {region}
                    {entryFee}
                    {banner}
                  </Stack>
                </Collapse>
              </Card>
            ) : null}
          </Stack>
        </fieldset>
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {serverError}
            {serverError === INCOMPLETE_PROFILE_MESSAGE ? (
              <>
                {' '}
                <Anchor component={Link} to={paths.profile}>
                  Go to your profile
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Group gap="sm">
          {readOnlyReason ? null : (
            <Button type="submit" loading={saveLeague.isPending || createPrivate.isPending}>
              {startsPrivate ? 'Create Private League' : leagueId === undefined ? 'Create League' : 'Save Changes'}
            </Button>
          )}
          <Button component={Link} to={backTo} variant="default">
            {readOnlyReason ? (backTo === paths.adminLeagues ? 'Back to League Management' : 'Back') : 'Cancel'}
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
