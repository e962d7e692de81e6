/** Schema rules across a whole entity model, one small method per rule. */
package org.hbasemapper.processor.validate;
