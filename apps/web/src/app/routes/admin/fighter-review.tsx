/** Placeholder: replaced by the fighters capability. */
export default function Placeholder() {
  return null;
}
