/**
 * POST /api/gallery/:id/like for scripts (Accept: application/json), answered here before
 * request logging, compression and React Router: likes are the site's hottest write
 * (docs/decisions/0006-like-endpoint-on-the-host.md). The logic is the app's own
 * (likeGalleryItem from the build's entry module). A no-JavaScript form post goes on to the
 * React Router route, which redirects back to the page.
 *
 * @param {any} services the build's entry module
 */
export function galleryLikeRoute(services) {
  return async (req, res, next) => {
    const accept = req.get("accept") ?? "";
    if (!accept.includes("application/json") && (req.get("content-type") ?? "").includes("form")) return next();
    req.resume(); // the body carries nothing a like needs
    try {
      const reply = await services.likeGalleryItem({ id: req.params.id, cookieHeader: req.get("cookie"), context: { clientIp: req.ip ?? "unknown" } });
      res.status(reply.status);
      for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
      if (reply.setCookie) res.setHeader("Set-Cookie", reply.setCookie);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(JSON.stringify(reply.body));
    } catch (error) {
      services.logger.error({ err: error, path: "/api/gallery/:id/like" }, "like failed");
      res.status(500).json({ error: "Something went wrong." });
    }
  };
}
