import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { primaryPlayerOf } from '@courtside/shared/players/primary-player';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/current-user';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { AboutMeSection } from './about-me-section';
import { useMyPlayers, useSaveProfile } from './api';
import { CalendarFeedSection } from './calendar-feed-section';
import { ChangePasswordModal } from './change-password-modal';
import { ContactInfoSection } from './contact-info-section';
import { EditActionsBar } from './edit-actions-bar';
import { ProfileHeaderSection } from './profile-header-section';
import {
  SERVER_FIELD_ERRORS,
  toFormValues,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from './profile-values';
import { TennisProfileSection } from './tennis-profile-section';

export const PROFILE_LOAD_FAILED_MESSAGE = 'Failed to load player info.';
export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully';
export const PROFILE_CANCELED_MESSAGE = 'Changes have been canceled.';
export const PROFILE_DATA_MISSING_MESSAGE = 'User or player data is missing.';

export function ProfilePage() {
  const { data: user } = useCurrentUser();
  const players = useMyPlayers();
  const saveProfile = useSaveProfile();
  // null = view mode showing the last loaded data; an object = edit mode with the unsaved changes.
  const [draft, setDraft] = useState<ProfileFormValues | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (!user || players.isPending) return <PageLoader label="Loading your profile..." />;

  const player = primaryPlayerOf(players.data);
  const loaded = toFormValues(user, player);
  const editing = draft !== null;
  const values = draft ?? loaded;

  const startEditing = () => setDraft((current) => current ?? loaded);
  const changeField = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...(current ?? loaded), [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const cancel = () => {
    setDraft(null);
    setErrors({});
    notifyInfo(PROFILE_CANCELED_MESSAGE);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateProfile(values, user);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    // Without the players list we cannot tell an update from a create, and guessing could add a second player.
    // An empty list (or one without a primary player) is an answer: the user has no profile yet, Save creates it.
    if (!players.data) {
      notifyError(PROFILE_DATA_MISSING_MESSAGE);
      return;
    }
    saveProfile.mutate(
      { user, player, fields: validation.fields, emailChange: validation.emailChange },
      {
        onSuccess: () => {
          setDraft(null);
          setErrors({});
          notifySuccess(PROFILE_SAVED_MESSAGE);
        },
        onError: (error) => {
          const message = errorMessage(error);
          const field = SERVER_FIELD_ERRORS.get(message);
          if (field) setErrors({ [field]: message });
          notifyError(`Error updating profile: ${message}`);
        },
      },
    );
  };

  const sectionProps = { values, errors, editing, onChange: changeField, onActivate: startEditing };

  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <>
            {editing ? null : (
              <Button variant="light" leftSection={<IconPencil size={18} aria-hidden="true" />} onClick={startEditing}>
                Edit Profile
              </Button>
            )}
            <Button
              variant="outline"
              leftSection={<IconKey size={18} aria-hidden="true" />}
              onClick={() => setPasswordOpen(true)}
            >
              Change Password
            </Button>
          </>
        }
      />
      {players.isError ? (
        <Stack mb="md">
          <ErrorAlert>{PROFILE_LOAD_FAILED_MESSAGE}</ErrorAlert>
        </Stack>
      ) : null}
      <form onSubmit={save} noValidate>
        <Stack gap="lg">
          <ProfileHeaderSection user={user} {...sectionProps} />
          <TennisProfileSection {...sectionProps} />
          <ContactInfoSection {...sectionProps} />
          <AboutMeSection {...sectionProps} />
          {editing ? <EditActionsBar saving={saveProfile.isPending} onCancel={cancel} /> : null}
        </Stack>
      </form>
      <Stack mt="lg">
        <CalendarFeedSection />
      </Stack>
      <ChangePasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
