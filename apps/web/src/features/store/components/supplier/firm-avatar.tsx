/** The supplier's image (a 16:10 storefront), or its first character on a green tile when it has none. */
export function FirmAvatar({ src, name, width }: { src: string | null; name: string; width: number }) {
  const box = { width, height: Math.round((width * 10) / 16), borderRadius: 8, flex: 'none' } as const;
  if (src)
    return (
      <img src={src} alt={name} loading="lazy" style={{ ...box, objectFit: 'cover', display: 'block', border: '1px solid #f0f0f0', background: '#f6f7f8' }} />
    );
  return (
    <div
      role="img"
      aria-label={name}
      style={{
        ...box,
        background: 'linear-gradient(135deg,#e6f5ec,#c9e9d6)',
        color: '#1f9d55',
        fontSize: width / 4,
        fontWeight: 700,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {[...name][0] ?? ''}
    </div>
  );
}
