// Six one-digit boxes for the SMS code (spec section 5, "OTP"): focus moves forward on entry and
// back on Backspace in an empty box; a pasted or auto-filled code spreads across the boxes.
import { useLingui } from '@lingui/react/macro';
import { OTP_LENGTH } from '@padanam/contract';
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';

export type TOtpInputHandle = { focusFirst: () => void };

type TOtpInputProps = {
  /** Always OTP_LENGTH entries; '' is an empty box. */
  digits: readonly string[];
  onDigitsChange: (digits: string[]) => void;
  /** Read-only rather than disabled, so focus can return to the boxes as soon as a check fails. */
  readOnly?: boolean;
  /** The id of the message describing a problem with the code, if one is shown. */
  errorId?: string | undefined;
  ref?: Ref<TOtpInputHandle>;
};

export const EMPTY_OTP: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function OtpInput({ digits, onDigitsChange, readOnly = false, errorId, ref }: TOtpInputProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  useImperativeHandle(ref, () => ({ focusFirst: () => focusBox(0) }), []);

  /** Writes `text` into the boxes from `start` on, then focuses the box after the last one written. */
  const spread = (text: string, start: number) => {
    const next = [...digits];
    const written = text.slice(0, OTP_LENGTH - start).split('');
    written.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onDigitsChange(next);
    focusBox(start + written.length);
  };

  const handleInput = (index: number, value: string) => {
    const entered = onlyDigits(value);
    const previous = digits[index] ?? '';
    if (entered === '') {
      onDigitsChange(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    // A digit typed next to the one already there replaces it; anything longer is a whole code.
    if (entered.length === 2 && previous !== '' && entered.includes(previous)) {
      spread(entered.replace(previous, ''), index);
      return;
    }
    spread(entered, entered.length === OTP_LENGTH ? 0 : index);
  };

  // React reports no change when a digit is typed over the same digit (the value stays '1'), so
  // onChange never runs and focus would stay put: the native input event still moves it on.
  const handleSameDigitTyped = (index: number, value: string) => {
    if (value !== '' && value === digits[index]) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted === '' || readOnly) return;
    // Spec: pasting a whole code into any box fills all of them.
    spread(pasted, pasted.length >= OTP_LENGTH ? 0 : index);
  };

  return (
    <div className="otp-input" role="group" aria-label={t`One-time password`} aria-describedby={errorId}>
      {digits.map((digit, index) => {
        const boxNumber = index + 1;
        return (
          <input
            // The boxes never reorder, so their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t`Digit ${boxNumber} of ${OTP_LENGTH}`}
            aria-invalid={errorId ? true : undefined}
            value={digit}
            readOnly={readOnly}
            onChange={(event) => handleInput(index, event.target.value)}
            onInput={(event) => handleSameDigitTyped(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            // Typing over a filled box replaces its digit.
            onFocus={(event) => event.target.select()}
          />
        );
      })}
    </div>
  );
}
