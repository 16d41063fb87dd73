export default function Page() {
  return (
    <section className="container-site py-section">
      <h1 className="text-hero uppercase">THE CORE Transformation System</h1>
    </section>
  );
}
