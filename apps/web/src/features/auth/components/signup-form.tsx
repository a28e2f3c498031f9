// The signup form (spec "Signup", sections 4 and 5). Checked by the contract's collectSignupErrors,
// the same rules and messages the server applies, all joined in one banner.
import { Trans, useLingui } from '@lingui/react/macro';
import { collectSignupErrors, SEMESTERS, SIGNUP_EMAIL_NOTE } from '@padanam/contract';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useColleges, useDepartmentCourses, useDepartments } from '../../../api/reference';
import { toSignupBody, useSignUp } from '../../../api/auth';
import {
  COLLEGES_FAILED_MESSAGE,
  COURSES_FAILED_MESSAGE,
  DEPARTMENTS_FAILED_MESSAGE,
  describeSignupError,
  SIGNUP_SUCCESS_MESSAGE,
} from '../signup-messages';
import { authMessageText, type TAuthMessage } from '../login-messages';
import { CollegeCombobox } from './college-combobox';
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
};

const EMPTY_FORM: TSignupFormValues = {
  name: '',
  phone: '',
  email: '',
  collegeName: '',
  department: '',
  course: '',
  semester: '',
};

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
    setBanner(null);
    signUp.mutate(toSignupBody(values), {
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
