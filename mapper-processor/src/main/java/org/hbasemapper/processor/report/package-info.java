/** The schema report: every table of a compilation, as Markdown and JSON in the class output. */
package org.hbasemapper.processor.report;
