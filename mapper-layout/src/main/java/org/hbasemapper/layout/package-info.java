/**
 * The stored layout of a mapped table: what the bytes of its rows mean (the row key's parts, the
 * cells and their encodings, the index rows), as text that reads well in a code review, and the
 * rules that decide whether a new version of an entity still reads every row an old one stored.
 *
 * <p>The annotation processor writes one {@link org.hbasemapper.layout.TableLayout} file per table
 * into the directory named by {@code -Ahbasemapper.schemaDir} and compares every compile with it;
 * the runtime records the same text in the table descriptor and compares it at start-up. Both use
 * {@link org.hbasemapper.layout.LayoutComparison}, so a change is reported in the same words at
 * compile time and at run time. The processor's diagnostics and the runtime mappers' refusals share
 * their wording helpers here too ({@link org.hbasemapper.layout.Suggestions} for "did you mean",
 * {@link org.hbasemapper.layout.English} for articles), so that a class reads the same refusal whichever
 * way it is mapped.
 */
package org.hbasemapper.layout;
