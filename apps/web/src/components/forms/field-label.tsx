import fieldClasses from '../ui/field.module.css';

/** A field's label, with the visual asterisk of a required field (announced by aria-required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={fieldClasses.label}>
      {label}
      {required && (
        <span className={fieldClasses.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
