export default function Page() {
  return (
    <section className="container-site py-section">
      <h1 className="text-hero uppercase">WYP MUSIC</h1>
    </section>
  );
}
