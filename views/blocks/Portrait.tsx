/** Our own drawn portraits for the team gallery: a friendly figure in the person's colour. */
export function Portrait({ name, hue }: { name: string; hue: number }) {
  const initials = name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <svg className="portrait" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label={`Portrait of ${name}`} focusable="false">
      <rect width="160" height="160" rx="80" fill={`hsl(${hue} 70% 92%)`} />
      <path d="M30 150c6-34 28-50 50-50s44 16 50 50" fill={`hsl(${hue} 55% 45%)`} />
      <circle cx="80" cy="66" r="30" fill="#f1d2b6" />
      <path d="M50 62c0-22 14-34 30-34s30 12 30 34c-8-10-18-14-30-14s-22 4-30 14z" fill={`hsl(${(hue + 30) % 360} 35% 25%)`} />
      <circle cx="70" cy="70" r="3" fill="#17212b" />
      <circle cx="90" cy="70" r="3" fill="#17212b" />
      <path d="M71 82c5 5 13 5 18 0" fill="none" stroke="#17212b" strokeWidth="3" strokeLinecap="round" />
      <text x="132" y="146" fontSize="18" fontWeight="700" textAnchor="middle" fill={`hsl(${hue} 55% 30%)`}>
        {initials}
      </text>
    </svg>
  );
}
