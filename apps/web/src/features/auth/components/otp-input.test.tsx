import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../../lib/i18n/i18n-provider';
import { EMPTY_OTP, OtpInput } from './otp-input';

function ControlledOtpInput() {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  return <OtpInput digits={digits} onDigitsChange={setDigits} />;
}

function renderOtpInput() {
  const user = userEvent.setup();
  // Inside the app's language provider, as the login screen has it.
  render(
    <AppI18nProvider>
      <ControlledOtpInput />
    </AppI18nProvider>,
  );
  const boxes = screen.getAllByRole('textbox');
  return { user, boxes };
}

const values = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value);

describe('OtpInput', () => {
  it('has six labelled numeric boxes, the first offering one-time-code autofill', () => {
    const { boxes } = renderOtpInput();
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    boxes.forEach((box, index) => {
      expect(box).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves focus forward as digits are typed, and ignores anything else', async () => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[0]!);
    await user.keyboard('1');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('a');
    expect(boxes[1]).toHaveFocus();
    expect(boxes[1]).toHaveValue('');
    await user.keyboard('23');
    expect(boxes[3]).toHaveFocus();
    expect(values(boxes)).toEqual(['1', '2', '3', '', '', '']);
  });

  it('moves back on Backspace in an empty box, and deletes in a filled one', async () => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(values(boxes)).toEqual(['1', '2', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(values(boxes)).toEqual(['1', '', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveFocus();
  });

  it('replaces a digit when typing over a filled box', async () => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[0]!);
    await user.keyboard('12');
    await user.click(boxes[0]!);
    await user.keyboard('7');
    expect(values(boxes)).toEqual(['7', '2', '', '', '', '']);
    expect(boxes[1]).toHaveFocus();
  });

  it('moves on when the digit typed over a box is the one already in it', async () => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[0]!);
    await user.keyboard('1');
    await user.click(boxes[0]!);
    await user.keyboard('111111');
    expect(values(boxes)).toEqual(['1', '1', '1', '1', '1', '1']);
    expect(boxes[5]).toHaveFocus();
  });

  it.each([0, 3, 5])('fills all six when a whole code is pasted into box %i', async (index) => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[index]!);
    await user.paste('123456');
    expect(values(boxes)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(boxes[5]).toHaveFocus();
  });

  it('keeps only the digits of a pasted code', async () => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[2]!);
    await user.paste('12 34-56');
    expect(values(boxes)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('spreads a partial paste from the box it lands in', async () => {
    const { user, boxes } = renderOtpInput();
    await user.click(boxes[2]!);
    await user.paste('98');
    expect(values(boxes)).toEqual(['', '', '9', '8', '', '']);
    expect(boxes[4]).toHaveFocus();
  });
});
