export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-8 text-slate-600">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-e-transparent" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
