/**
 * The server's honeypot field (`website`, openapi: "Leave empty"): hidden from people and assistive
 * technology and out of the tab order; a bot that fills every input fills it, and its submission is dropped.
 */
export function Honeypot() {
  return (
    <div className="sjw-trap" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
