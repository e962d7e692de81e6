/** One JavaPoet writer per generated type, on a shared base that marks the output as generated. */
package org.hbasemapper.processor.write;
