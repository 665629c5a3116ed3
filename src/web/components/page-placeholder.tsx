/** Temporary body for a route whose feature has not landed yet; every route in spec §2 resolves. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground mt-2">This screen is being built.</p>
    </div>
  );
}
