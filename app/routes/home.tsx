export default function Page() {
  return (
    <section className="container-site py-section">
      <h1 className="text-hero uppercase">Don't let the algorithm raise your kids.</h1>
    </section>
  );
}
