import { Button, type ButtonProps, Typography } from 'antd';
import { useRef } from 'react';
import './admin.css';

interface Props extends Omit<ButtonProps, 'onClick'> {
  /** The MIME types (or patterns such as video/*) the chooser offers. */
  accept: readonly string[];
  onFile: (file: File | undefined) => void;
  /** Names the hidden input for browser tests and assistive technology. */
  inputLabel?: string;
}

/**
 * A button that opens the file chooser; the file input itself stays out of sight and out of the tab order.
 * Choosing the same file again counts as a new choice (a stopped upload is continued that way).
 */
export function FileButton({ accept, onFile, inputLabel, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden
        aria-label={inputLabel}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button {...button} onClick={() => input.current?.click()} />
    </>
  );
}

/** The hint under a file button; a chosen file's problem takes its place and is announced. */
export function FileHint({ hint, problem }: { hint: string; problem: string | null }) {
  return (
    <Typography.Text
      type={problem ? 'danger' : 'secondary'}
      className="admin-file-hint"
      role={problem ? 'alert' : undefined}
    >
      {problem ?? hint}
    </Typography.Text>
  );
}
