import { Text, Textarea } from '@mantine/core';
import { BIO_MAX_LENGTH } from '@courtside/shared/schemas/players';
import { ProfileSection } from './profile-section';
import { fieldVariant, type ProfileSectionProps } from './profile-section-props';

export const BIO_HINT =
  'Tell other players about yourself: How long have you been playing tennis? What is your favorite shot? ' +
  'When do you usually like to play? What are you hoping to get out of league play?';

export function AboutMeSection({ values, errors, editing, onChange, onActivate }: ProfileSectionProps) {
  return (
    <ProfileSection id="about-me-title" title="About Me">
      <Textarea
        label="Bio"
        description={BIO_HINT}
        rows={4}
        autosize={false}
        maxLength={BIO_MAX_LENGTH}
        variant={fieldVariant(editing)}
        value={values.bio}
        onClick={onActivate}
        onChange={(event) => onChange('bio', event.currentTarget.value)}
        error={errors.bio}
      />
      <Text size="sm" c="dimmed" ta="right" mt={4}>
        {values.bio.length}/{BIO_MAX_LENGTH} characters
      </Text>
    </ProfileSection>
  );
}
