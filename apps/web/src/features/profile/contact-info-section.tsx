import { SimpleGrid, TextInput } from '@mantine/core';
import { ProfileSection } from './profile-section';
import { fieldVariant, type ProfileSectionProps } from './profile-section-props';

export function ContactInfoSection({ values, errors, editing, onChange, onActivate }: ProfileSectionProps) {
  return (
    <ProfileSection id="contact-info-title" title="Contact Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          variant={fieldVariant(editing)}
          value={values.phone_number}
          onClick={onActivate}
          onChange={(event) => onChange('phone_number', event.currentTarget.value)}
          error={errors.phone_number}
        />
        <TextInput
          label="Address"
          autoComplete="street-address"
          variant={fieldVariant(editing)}
          value={values.address}
          onClick={onActivate}
          onChange={(event) => onChange('address', event.currentTarget.value)}
          error={errors.address}
        />
      </SimpleGrid>
    </ProfileSection>
  );
}
