import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

const FRUITS = [
  { value: 'apple', label: 'Apples' },
  { value: 'pear', label: 'Pears' },
  { value: 'plum', label: 'Plums' },
] as const;
type Fruit = (typeof FRUITS)[number]['value'];

function Chooser({ initial }: { initial: Fruit }) {
  const [fruit, setFruit] = useState<Fruit>(initial);
  return (
    <>
      <SegmentedChoice label="Fruit" options={FRUITS} value={fruit} onChange={setFruit} />
      <p>Chosen: {fruit}</p>
    </>
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group whose checked radio is the value', () => {
    render(<Chooser initial="pear" />);
    const group = screen.getByRole('radiogroup', { name: 'Fruit' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('[role="radiogroup"]'))).toEqual([group, group, group]);
    expect(screen.getByRole('radio', { name: 'Pears' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Apples' })).not.toBeChecked();
  });

  it('chooses by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<Chooser initial="apple" />);
    await user.click(screen.getByText('Plums'));
    expect(screen.getByText('Chosen: plum')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Plums' })).toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Chosen: pear')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pears' })).toHaveFocus();
  });

  it('keeps two groups on one page apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Chooser initial="apple" />
        <Chooser initial="apple" />
      </>,
    );
    const [firstPlums] = screen.getAllByRole('radio', { name: 'Plums' });
    await user.click(firstPlums!);
    expect(
      screen.getAllByRole('radio', { name: 'Apples' }).map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, true]);
  });
});
