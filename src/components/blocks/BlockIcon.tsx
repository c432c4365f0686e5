/**
 * The icons home page blocks name in their content (Icon: 'clock', 'drop', ...). Stroke icons on a
 * 24-unit grid that inherit the text colour; an unknown name falls back to a plain dot so a content
 * typo never breaks the layout.
 */
const PATHS: Record<string, string[]> = {
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  calendar: [
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5z',
    'M4 10h16M8 3v4M16 3v4',
    'M9 15l2 2 4-4',
  ],
  shield: ['M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6z', 'M9 12l2 2 4-4'],
  wallet: [
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v4',
    'M4 7.5v10A1.5 1.5 0 0 0 5.5 19H20V9H6.5A2.5 2.5 0 0 1 4 7.5z',
    'M16 14h.01',
  ],
  drop: ['M12 3c3.5 4.2 6 7.6 6 10.5a6 6 0 0 1-12 0C6 10.6 8.5 7.2 12 3z', 'M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5'],
  phone: ['M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M11 18h2'],
  doctor: ['M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M5 21a7 7 0 0 1 14 0', 'M12 15v3M10.5 16.5h3'],
  thyroid: ['M7 6c-2 2-3 5-2 8s3 4 5 3l2-2 2 2c2 1 4 0 5-3s0-6-2-8', 'M10 15c0-3 1-5 2-5s2 2 2 5'],
  leaf: ['M5 19c0-8 5-14 15-14 0 10-6 15-14 15', 'M5 19l7-7'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z', 'M7 12h3l1.5-2 2 4 1.5-2H17'],
  dna: ['M7 3c0 6 10 6 10 12s-10 0-10 6', 'M17 3c0 6-10 6-10 12s10 0 10 6', 'M8.5 7h7M8.5 17h7'],
  child: ['M12 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M7 13l5-2 5 2', 'M12 11v5l-3 5M12 16l3 5'],
  allergy: [
    'M12 12m-2.5 0a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
    'M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.9 2.9M15.5 15.5l2.9 2.9M5.6 18.4l2.9-2.9M15.5 8.5l2.9-2.9',
  ],
  female: ['M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 'M12 14v7M9 18h6'],
  male: ['M10 20a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M14.5 9.5L20 4M15 4h5v5'],
  flask: ['M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3', 'M7.5 15h9'],
  pin: ['M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
  star: ['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'],
  arrow: ['M5 12h14M13 6l6 6-6 6'],
};

export function BlockIcon({ name, className }: { name: string | undefined; className?: string }) {
  const paths = (name && PATHS[name]) || ['M12 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0'];
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
