import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EMAIL_CHANGE_REQUESTED_MESSAGE } from '@courtside/shared/schemas/account-recovery-messages';
import { Button, Stack } from '@mantine/core';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { primaryPlayerOf } from '@courtside/shared/players/primary-player';
import { isProfileIncomplete } from '@courtside/shared/players/profile-completeness';
import type { PlayerDto } from '@courtside/shared/schemas/players';
import type { UserDto } from '@courtside/shared/schemas/users';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/current-user';
import { errorMessage } from '@/lib/error-message';
import { showServerFieldError } from '@/lib/form-validation';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useUnsavedChangesPrompt } from '@/lib/use-unsaved-changes-prompt';
import { AboutMeSection } from './about-me-section';
import { useMyPlayers, useSaveProfile } from './api';
import { CalendarFeedSection } from './calendar-feed-section';
import { ChangePasswordModal } from './change-password-modal';
import { ContactInfoSection } from './contact-info-section';
import { ContinueBanner } from './continue-banner';
import { PendingEmailChange, pendingEmailChangeKey } from './pending-email-change';
import { EditActionsBar } from './edit-actions-bar';
import { LeagueRecordSection } from './league-record-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { ProfileHeaderSection } from './profile-header-section';
import { PushNotificationsSection } from './push-notifications-section';
import { SERVER_FIELD_ERRORS, toProfileRequest, type ProfileFormValues } from './profile-values';
import { TennisProfileSection } from './tennis-profile-section';
import { useProfileForm } from './use-profile-form';

export const PROFILE_LOAD_FAILED_MESSAGE = 'Failed to load player info.';
export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully';
export const PROFILE_CANCELED_MESSAGE = 'Changes have been canceled.';
export const PROFILE_DATA_MISSING_MESSAGE = 'User or player data is missing.';

export function ProfilePage() {
  const { data: user } = useCurrentUser();
  const players = useMyPlayers();
  if (!user || players.isPending) return <PageLoader label="Loading your profile..." />;
  return <LoadedProfile user={user} players={players.data} loadFailed={players.isError} />;
}

interface LoadedProfileProps {
  user: UserDto;
  /** undefined when the list could not be loaded. */
  players: PlayerDto[] | undefined;
  loadFailed: boolean;
}

function LoadedProfile({ user, players, loadFailed }: LoadedProfileProps) {
  const saveProfile = useSaveProfile();
  const queryClient = useQueryClient();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const player = primaryPlayerOf(players);
  const profile = useProfileForm(user, player);
  const { form, editing } = profile;
  useUnsavedChangesPrompt(profile.dirty);

  const cancel = () => {
    profile.stopEditing();
    notifyInfo(PROFILE_CANCELED_MESSAGE);
  };

  const save = (values: ProfileFormValues) => {
    // Without the players list we cannot tell an update from a create, and guessing could add a second player.
    // An empty list (or one without a primary player) is an answer: the user has no profile yet, Save creates it.
    if (!players) {
      notifyError(PROFILE_DATA_MISSING_MESSAGE);
      return;
    }
    const request = toProfileRequest(values, user);
    saveProfile.mutate(
      { user, player, ...request },
      {
        onSuccess: () => {
          profile.stopEditing();
          notifySuccess(PROFILE_SAVED_MESSAGE);
          // The new email waits for its address to confirm it (ADR 069): say so, and show it as waiting.
          if (request.emailChange) {
            notifyInfo(EMAIL_CHANGE_REQUESTED_MESSAGE);
            void queryClient.invalidateQueries({ queryKey: pendingEmailChangeKey });
          }
        },
        onError: (error) => {
          showServerFieldError(form, error, SERVER_FIELD_ERRORS);
          notifyError(`Error updating profile: ${errorMessage(error)}`);
        },
      },
    );
  };

  const sectionProps = {
    values: profile.values,
    errors: form.errors,
    editing,
    onChange: profile.change,
    onActivate: profile.startEditing,
  };

  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <>
            {editing ? null : (
              <Button
                variant="light"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
                onClick={profile.startEditing}
              >
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
      <ContinueBanner complete={!editing && !isProfileIncomplete(player)} />
      {loadFailed ? (
        <Stack mb="md">
          <ErrorAlert>{PROFILE_LOAD_FAILED_MESSAGE}</ErrorAlert>
        </Stack>
      ) : null}
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="lg">
          <ProfileHeaderSection user={user} {...sectionProps} />
          <PendingEmailChange />
          <TennisProfileSection {...sectionProps} />
          <ContactInfoSection {...sectionProps} />
          <AboutMeSection {...sectionProps} />
          {editing ? <EditActionsBar saving={saveProfile.isPending} onCancel={cancel} /> : null}
        </Stack>
      </form>
      <Stack mt="lg">
        <LeagueRecordSection />
        <PushNotificationsSection />
        <NotificationPreferencesSection />
        <CalendarFeedSection />
      </Stack>
      <ChangePasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
