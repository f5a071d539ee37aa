/**
 * The frame of the chart's settings dialogs (an indicator's settings, a drawing's style): a notice modal
 * around a form, Cancel and OK at the foot (OK submits the form; Enter in a field does too), any other
 * button of the dialog's on their left, and the focus on the first field with a problem each time OK is
 * refused (`refusals` counts them).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { DialogType } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import './form-dialog.css';

export interface FormDialogProps {
  name: DialogType;
  layer: number;
  active: boolean;
  close: () => void;
  closeLabel: string;
  title: string;
  /** The form's class (its fields' layout). */
  className: string;
  cancelLabel: string;
  okLabel: string;
  /** Buttons of the dialog's own, on the left of Cancel and OK (Defaults). */
  aside?: ReactNode;
  /** OK pressed and refused this many times. */
  refusals: number;
  onSubmit: () => void;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { refusals } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Modal
      name={props.name}
      type="notice"
      zIndex={props.layer}
      active={props.active}
      onClose={props.close}
      closeLabel={props.closeLabel}
      title={props.title}
      footer={
        <div className="td-form-dialog__buttons">
          {props.aside}
          <button type="button" className="td-button" onClick={props.close}>
            {props.cancelLabel}
          </button>
          <button type="submit" form={formId} className="td-button td-button--primary">
            {props.okLabel}
          </button>
        </div>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className={props.className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
      </form>
    </Modal>
  );
}
