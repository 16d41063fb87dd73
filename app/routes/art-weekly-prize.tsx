export default function Page() {
  return (
    <section className="container-site py-section">
      <h1 className="text-hero uppercase">The Weekly Drop</h1>
    </section>
  );
}
