/** The annotation processor: parses each {@code @Table} type into a model, validates it, and writes its mapper and DAO. */
package org.hbasemapper.processor;
