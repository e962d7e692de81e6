/** Reads annotated elements into the model, reporting what cannot be modelled (unsupported types, missing accessors). */
package org.hbasemapper.processor.parse;
