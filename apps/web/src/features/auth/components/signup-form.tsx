// The signup form (spec "Signup", sections 4 and 5). Checked by the contract's collectSignupErrors,
// the same rules and messages the server applies, all joined in one banner.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import {
  collectSignupErrors,
  DEFAULT_COUNTRY_CODE,
  PRIVACY_NOTICE_VERSION,
  SEMESTERS,
  SIGNUP_EMAIL_NOTE,
} from '@padanam/contract';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useColleges, useDepartmentCourses, useDepartments } from '../../../api/reference';
import { toSignupBody, useSignUp, type TSignupConsent } from '../../../api/auth';
import { useMinorSignupRule } from '../../../api/privacy-consent';
import {
  COLLEGES_FAILED_MESSAGE,
  COURSES_FAILED_MESSAGE,
  DEPARTMENTS_FAILED_MESSAGE,
  describeSignupError,
  SIGNUP_SUCCESS_MESSAGE,
} from '../signup-messages';
import { authMessageText, type TAuthMessage } from '../login-messages';
import { CollegeCombobox } from './college-combobox';
import { ParentConsentStep, type TParentFields } from './parent-consent-step';
import { SignupNotice } from './signup-notice';
import { LoadError } from '../../../components/ui/load-error';

/** Spec section 9: the signup redirect delay. */
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

type TSignupFormValues = {
  name: string;
  phone: string;
  email: string;
  collegeName: string;
  /** Ids as the selects hold them: '' until chosen. */
  department: string;
  course: string;
  semester: string;
  /** Ticked by the student; never ticked for them. */
  noticeAgreed: boolean;
  under18: boolean;
} & TParentFields;

const EMPTY_FORM: TSignupFormValues = {
  name: '',
  phone: '',
  email: '',
  collegeName: '',
  department: '',
  course: '',
  semester: '',
  noticeAgreed: false,
  under18: false,
  parentPhone: '',
  parentCode: '',
  parentDeclaration: false,
};

export const NOTICE_NOT_AGREED_MESSAGE = msg`Please read the privacy notice and tick the box to agree.`;
export const PARENT_STEP_MESSAGE = msg`Your parent must get the OTP on their phone, and tick the declaration.`;

/** What the form adds to the details: the notice agreed to, and a child's parent step when one is needed. */
function consentOf(values: TSignupFormValues, isParentNeeded: boolean): TSignupConsent | null {
  const consent: TSignupConsent = {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeAgreed: values.noticeAgreed,
    under18: values.under18,
  };
  if (!values.under18 || !isParentNeeded) return consent;
  if (!/^[0-9]{6}$/.test(values.parentCode.trim()) || !values.parentDeclaration || !values.parentPhone.trim()) {
    return null;
  }
  return {
    ...consent,
    parentCountryCode: DEFAULT_COUNTRY_CODE,
    parentPhone: values.parentPhone.trim(),
    parentCode: values.parentCode.trim(),
    parentDeclaration: true,
  };
}

type TBanner = { tone: 'error' | 'success'; message: TAuthMessage };

export function SignupForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const fieldId = useId();
  const idOf = (name: keyof TSignupFormValues) => `${fieldId}-${name}`;
  const { register, control, handleSubmit, reset, setValue, subscribe } = useForm<TSignupFormValues>({
    defaultValues: EMPTY_FORM,
  });
  const [banner, setBanner] = useState<TBanner | null>(null);
  const [isCollegeUnlisted, setIsCollegeUnlisted] = useState(false);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const signUp = useSignUp();

  const departmentValue = useWatch({ control, name: 'department' });
  const departmentId = departmentValue === '' ? null : Number(departmentValue);
  const departments = useDepartments();
  const courses = useDepartmentCourses(departmentId);
  const colleges = useColleges();
  const minorRule = useMinorSignupRule();
  const isUnder18 = useWatch({ control, name: 'under18' });
  const parentPhone = useWatch({ control, name: 'parentPhone' });
  const studentPhone = useWatch({ control, name: 'phone' });
  // Until the server says otherwise, a child's signup asks for the parent (the stricter way).
  const isParentNeeded = minorRule.data?.parentConsentRequired ?? true;

  // Spec: editing any field clears the error and success banners (a reset is not an edit).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') setBanner(null);
        },
      }),
    [subscribe],
  );

  useEffect(() => {
    if (!isRedirecting) return;
    const timer = window.setTimeout(() => void navigate(paths.login), SIGNUP_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isRedirecting, navigate]);

  const submit = handleSubmit((formValues) => {
    const { errors, values } = collectSignupErrors(formValues);
    if (!values) {
      setBanner({ tone: 'error', message: errors.map((error) => i18n._(contractMessage(error))).join(', ') });
      return;
    }
    if (!formValues.noticeAgreed) {
      setBanner({ tone: 'error', message: NOTICE_NOT_AGREED_MESSAGE });
      return;
    }
    const consent = consentOf(formValues, isParentNeeded);
    if (!consent) {
      setBanner({ tone: 'error', message: PARENT_STEP_MESSAGE });
      return;
    }
    setBanner(null);
    signUp.mutate(toSignupBody(values, consent), {
      onSuccess: () => {
        reset(EMPTY_FORM);
        setIsCollegeUnlisted(false);
        setBanner({ tone: 'success', message: SIGNUP_SUCCESS_MESSAGE });
        setIsRedirecting(true);
      },
      onError: (error) => setBanner({ tone: 'error', message: describeSignupError(error) }),
    });
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {/* Disabling the fieldset disables every field and the button while the account is created. */}
      <fieldset className="signup-form__fields" disabled={signUp.isPending}>
        <legend className="visually-hidden">
          <Trans>Your details</Trans>
        </legend>
        <Field id={idOf('name')} label={t`Full name`}>
          <input
            id={idOf('name')}
            className="auth-input"
            type="text"
            autoComplete="name"
            placeholder={t`Enter your full name`}
            {...register('name')}
          />
        </Field>
        <Field id={idOf('phone')} label={t`Contact number`}>
          <input
            id={idOf('phone')}
            className="auth-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t`10-digit mobile number`}
            {...register('phone')}
          />
        </Field>
        <Field id={idOf('email')} label={t`Email`} isWide>
          <input
            id={idOf('email')}
            className="auth-input"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </Field>
        <Field id={idOf('collegeName')} label={isCollegeUnlisted ? t`Your college` : t`College`} isWide>
          {/* The list holds the affiliated colleges we know; a student of another types its name,
              which staff later map to a listed college. Above the field, so the open list (which drops
              down over what follows) never covers it. */}
          <label className="signup-form__unlisted">
            <input
              type="checkbox"
              checked={isCollegeUnlisted}
              onChange={(event) => {
                setIsCollegeUnlisted(event.target.checked);
                setValue('collegeName', '');
              }}
            />
            <Trans>My college is not listed</Trans>
          </label>
          {isCollegeUnlisted ? (
            <input
              id={idOf('collegeName')}
              className="auth-input"
              type="text"
              autoComplete="organization"
              placeholder={t`Type your college's full name`}
              {...register('collegeName')}
            />
          ) : (
            <Controller
              control={control}
              name="collegeName"
              render={({ field }) => (
                <CollegeCombobox
                  id={idOf('collegeName')}
                  colleges={colleges.data ?? []}
                  isLoading={colleges.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
          {colleges.isError && !isCollegeUnlisted && (
            <LoadError variant="inline" message={t(COLLEGES_FAILED_MESSAGE)} onRetry={() => void colleges.refetch()} />
          )}
        </Field>
        <Field id={idOf('department')} label={t`Department`}>
          <select
            id={idOf('department')}
            className="auth-input"
            {...register('department', {
              // Spec: choosing a department clears the course; its own courses load next.
              onChange: () => setValue('course', ''),
            })}
          >
            <option value="">{departments.isPending ? t`Loading departments...` : t`Select your department`}</option>
            {departments.data?.map((department) => (
              <option key={department.id} value={String(department.id)}>
                {department.name}
              </option>
            ))}
          </select>
          {departments.isError && (
            <LoadError
              variant="inline"
              message={t(DEPARTMENTS_FAILED_MESSAGE)}
              onRetry={() => void departments.refetch()}
            />
          )}
        </Field>
        <Field id={idOf('course')} label={t`Course`}>
          <select id={idOf('course')} className="auth-input" disabled={departmentId === null} {...register('course')}>
            <option value="">
              {departmentId !== null && courses.isPending ? t`Loading courses...` : t`Select your course`}
            </option>
            {courses.data?.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.title}
              </option>
            ))}
          </select>
          {courses.isError && (
            <LoadError variant="inline" message={t(COURSES_FAILED_MESSAGE)} onRetry={() => void courses.refetch()} />
          )}
        </Field>
        <Field id={idOf('semester')} label={t`Semester`} isWide>
          <select id={idOf('semester')} className="auth-input" {...register('semester')}>
            <option value="">{t`Select your semester`}</option>
            {SEMESTERS.map((semester) => (
              <option key={semester} value={semester}>
                {t`Semester ${semester}`}
              </option>
            ))}
          </select>
        </Field>

        <SignupNotice headingId={`${fieldId}-notice`} />
        <label className="signup-consent signup-form__wide">
          <input type="checkbox" {...register('noticeAgreed')} />
          <span>
            <Trans>I have read the privacy notice and I agree to it.</Trans>
          </span>
        </label>
        <label className="signup-consent signup-form__wide">
          <input type="checkbox" {...register('under18')} />
          <span>
            <Trans>I am under 18 years old</Trans>
          </span>
        </label>
        {isUnder18 && isParentNeeded && (
          <ParentConsentStep
            idOf={idOf}
            fields={{
              parentPhone: register('parentPhone'),
              parentCode: register('parentCode'),
              parentDeclaration: register('parentDeclaration'),
            }}
            parentPhone={parentPhone}
            studentPhone={studentPhone}
          />
        )}

        {banner && (
          <p
            className={`auth-banner signup-form__wide${banner.tone === 'success' ? ' auth-banner--success' : ''}`}
            role={banner.tone === 'error' ? 'alert' : 'status'}
          >
            {authMessageText(i18n, banner.message)}
            {banner.tone === 'success' && (
              // Said to everyone alike: why a profile may have no email after signing up.
              <>
                {' '}
                <span className="auth-banner__note">{i18n._(contractMessage(SIGNUP_EMAIL_NOTE))}</span>
              </>
            )}
          </p>
        )}
        <button type="submit" className="btn btn--primary auth-form__submit signup-form__wide">
          {signUp.isPending ? t`Creating Account...` : t`Submit`}
        </button>
      </fieldset>
    </form>
  );
}

function Field({
  id,
  label,
  isWide = false,
  children,
}: {
  id: string;
  label: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`auth-field${isWide ? ' signup-form__wide' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
