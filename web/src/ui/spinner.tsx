/** Loading indicator announced to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" aria-live="polite" style={{ padding: 'var(--space-l)' }}>
      {label}
    </p>
  )
}
