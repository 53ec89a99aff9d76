/** Previous/next buttons for a carousel, placed beside its heading. */
export function SlideButtons({
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
}: {
  previousLabel: string;
  nextLabel: string;
  onPrevious(): void;
  onNext(): void;
}) {
  const BUTTON = 'btn btn-circle btn-sm btn-outline border-base-300 hover:border-primary hover:bg-primary hover:text-primary-content';
  return (
    <div className="flex gap-2">
      <button type="button" className={BUTTON} aria-label={previousLabel} onClick={onPrevious}>
        <Arrow direction="left" />
      </button>
      <button type="button" className={BUTTON} aria-label={nextLabel} onClick={onNext}>
        <Arrow direction="right" />
      </button>
    </div>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
