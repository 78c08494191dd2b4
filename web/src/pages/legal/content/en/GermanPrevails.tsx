/** Opening note of every English legal text: a translation for convenience, the German text binds. */
export function GermanPrevails() {
  return (
    <p>
      <em>
        This English version is provided for your convenience. In case of any discrepancy, the German version is legally
        binding.
      </em>
    </p>
  );
}
