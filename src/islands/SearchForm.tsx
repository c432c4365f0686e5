import type { ReactNode, Ref } from 'react';

export interface SearchFormProps {
  /** Where the form goes without JavaScript (a GET with the field as a query parameter). */
  action: string;
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** With JavaScript the page answers in place; without it the browser submits the form. */
  onSubmit?: () => void;
  submitLabel: string;
  submitClassName?: string;
  placeholder?: string;
  type?: 'search' | 'text';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** More buttons or hidden fields after the submit button. */
  children?: ReactNode;
}

/** The search box of the catalogue, the price list and the location finder: labelled, one line on wide screens. */
export function SearchForm(props: SearchFormProps) {
  const { action, id, name, label, value, onChange, onSubmit, submitLabel, children } = props;
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={`flex flex-col gap-3 sm:flex-row sm:items-end ${props.className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <div className="grow">
        <label htmlFor={id} className="mb-1 block text-sm font-600 text-ink">
          {label}
        </label>
        <input
          id={id}
          ref={props.inputRef}
          name={name}
          type={props.type ?? 'search'}
          autoComplete={props.autoComplete ?? 'off'}
          value={value}
          placeholder={props.placeholder}
          className="input w-full"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className={props.submitClassName ?? 'btn-secondary'}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
