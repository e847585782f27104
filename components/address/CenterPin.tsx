/** The pin fixed at the centre of the picker: the map (or panel) moves under it. */
export function CenterPin() {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden="true">
      {/* The pin's tip, not its middle, marks the centre. */}
      <svg viewBox="0 0 24 36" className="mb-9 h-9 w-6 drop-shadow-md" data-testid="center-pin">
        <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z" className="fill-primary" />
        <circle cx="12" cy="12" r="4.5" fill="white" />
      </svg>
    </div>
  );
}
