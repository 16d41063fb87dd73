export default function Page() {
  return (
    <section className="container-site py-section">
      <h1 className="text-hero uppercase">Art Community</h1>
    </section>
  );
}
