import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { RATING_CHOICES, playerGenders } from '@courtside/shared/schemas/players';
import { ProfileSection } from './profile-section';
import { fieldVariant, type ProfileSectionProps } from './profile-section-props';

const ratingOptions = [
  { value: '', label: 'Select a rating' },
  ...RATING_CHOICES.map((rating) => ({ value: rating.toFixed(1), label: rating.toFixed(1) })),
];
const playTypeOptions = [
  { value: '', label: 'Select a play type' },
  ...playerGenders.map((g) => ({ value: g, label: g })),
];

export function TennisProfileSection({ values, errors, editing, onChange, onActivate }: ProfileSectionProps) {
  return (
    <ProfileSection id="tennis-profile-title" title="Tennis Profile">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label="Rating"
          data={ratingOptions}
          variant={fieldVariant(editing)}
          value={values.rating}
          onClick={onActivate}
          onChange={(event) => onChange('rating', event.currentTarget.value)}
          error={errors.rating}
        />
        <NativeSelect
          label="Play Type"
          data={playTypeOptions}
          variant={fieldVariant(editing)}
          value={values.gender}
          onClick={onActivate}
          onChange={(event) => onChange('gender', event.currentTarget.value)}
          error={errors.gender}
        />
        <TextInput
          label="Birthdate"
          type="date"
          variant={fieldVariant(editing)}
          value={values.birthdate}
          onClick={onActivate}
          onChange={(event) => onChange('birthdate', event.currentTarget.value)}
          error={errors.birthdate}
        />
      </SimpleGrid>
    </ProfileSection>
  );
}
