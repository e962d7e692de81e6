package org.hbasemapper.dynamic;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.asm.AsmVisitorWrapper;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.modifier.TypeManifestation;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.bytecode.ByteCodeAppender;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * Defines the mapper class of one entity with byte-buddy: a final subclass of {@link RuntimeMapper}
 * whose three hooks are the only entity-specific code, written as bytecode a compiler would write for
 * them by hand:
 *
 * <pre>{@code
 * void readValues(Object e, Object[] v) { Sale s = (Sale) e; v[0] = s.userId(); v[4] = Integer.valueOf(s.quantity()); ... }
 * Object readValue(Object e, int slot)  { switch (slot) { case 0: return ((Sale) e).userId(); ... } }
 * Object newEntity(Object[] v)          { return new Sale((String) v[0], ..., ((Integer) v[4]).intValue()); }
 * }</pre>
 *
 * <p>The class is defined in the entity's package (a hidden class when the lookup allows it), so that it
 * reaches package-private fields, getters, setters and constructors as code generated beside the
 * entity would; it never uses reflection on an entity.
 */
final class MapperClasses {
  private static final AtomicLong NAMES = new AtomicLong();

  private MapperClasses() {}

  /** A mapper of {@code plan}'s entity, its class defined through {@code lookup} (of the entity's package). */
  static RuntimeMapper<?> define(EntityPlan plan, MethodHandles.Lookup lookup) {
    Class<?> type = plan.type;
    // a hidden class needs a lookup with full privilege; a lookup into another loader's package has only
    // package access, and defines a plain class of a name of its own
    boolean hidden = lookup.hasFullPrivilegeAccess();
    String name = type.getName() + "$HBaseMapper" + (hidden ? "" : NAMES.incrementAndGet());
    byte[] bytes = new ByteBuddy(ClassFileVersion.JAVA_V17)
        .subclass(RuntimeMapper.class, ConstructorStrategy.Default.IMITATE_SUPER_CLASS_OPENING)
        .name(name)
        .modifiers(Visibility.PUBLIC, TypeManifestation.FINAL)
        .method(ElementMatchers.named("readValues")).intercept(new Implementation.Simple(new ReadValues(plan)))
        .method(ElementMatchers.named("readValue")).intercept(new Implementation.Simple(new ReadValue(plan)))
        .method(ElementMatchers.named("newEntity")).intercept(new Implementation.Simple(new NewEntity(plan)))
        // the switch and the null checks branch: ASM computes the stack map frames
        .visit(new AsmVisitorWrapper.ForDeclaredMethods().writerFlags(ClassWriter.COMPUTE_FRAMES))
        .make()
        .getBytes();
    try {
      Class<?> mapperClass = hidden ? lookup.defineHiddenClass(bytes, true).lookupClass() : lookup.defineClass(bytes);
      Constructor<?> constructor = mapperClass.getDeclaredConstructor(EntityPlan.class);
      return (RuntimeMapper<?>) constructor.newInstance(plan);
    } catch (IllegalAccessException e) {
      throw new UnmappableEntityException(type, Messages.wrongLookup(type.getSimpleName(),
          lookup.lookupClass().getName()), e);
    } catch (NoClassDefFoundError e) {
      throw new UnmappableEntityException(type, Messages.notVisible(type.getSimpleName(),
          String.valueOf(type.getClassLoader())), e);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the mapper class of " + type.getName() + " has no constructor(EntityPlan)", e);
    }
  }

  /** {@code readValues}: every slot with a reader, boxed, into the array. */
  private record ReadValues(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = Type.getInternalName(plan.type);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      List<EntityPlan.Slot> slots = plan.slots;
      for (int i = 0; i < slots.size(); i++) {
        EntityPlan.Slot slot = slots.get(i);
        if (slot.read() == null) {
          continue;
        }
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        pushInt(mv, i);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        read(mv, owner, slot.read());
        box(mv, slot.type());
        mv.visitInsn(Opcodes.AASTORE);
      }
      mv.visitInsn(Opcodes.RETURN);
      return new Size(6, 4);
    }
  }

  /** {@code readValue}: a switch over the slots, each case reading one. */
  private record ReadValue(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = Type.getInternalName(plan.type);
      List<EntityPlan.Slot> slots = plan.slots;
      Label none = new Label();
      Label[] cases = new Label[Math.max(slots.size(), 1)];
      for (int i = 0; i < cases.length; i++) {
        cases[i] = i < slots.size() && slots.get(i).read() != null ? new Label() : none;
      }
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
      mv.visitVarInsn(Opcodes.ASTORE, 3);
      mv.visitVarInsn(Opcodes.ILOAD, 2);
      mv.visitTableSwitchInsn(0, cases.length - 1, none, cases);
      for (int i = 0; i < slots.size(); i++) {
        EntityPlan.Slot slot = slots.get(i);
        if (slot.read() == null) {
          continue;
        }
        mv.visitLabel(cases[i]);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        read(mv, owner, slot.read());
        box(mv, slot.type());
        mv.visitInsn(Opcodes.ARETURN);
      }
      mv.visitLabel(none);
      mv.visitInsn(Opcodes.ACONST_NULL);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(4, 4);
    }
  }

  /**
   * {@code newEntity}: the constructor with its arguments (a parameter mapping nothing gets its type's
   * default), then each field set after it, through the field or its setter, only when its value is not
   * null, so that a constructor's default survives an absent column.
   */
  private record NewEntity(EntityPlan plan) implements ByteCodeAppender {
    @Override
    public Size apply(MethodVisitor mv, Implementation.Context context, MethodDescription method) {
      String owner = Type.getInternalName(plan.type);
      EntityPlan.Creation creation = plan.creation;
      mv.visitTypeInsn(Opcodes.NEW, owner);
      mv.visitInsn(Opcodes.DUP);
      int[] arguments = creation.arguments();
      Class<?>[] types = creation.argumentTypes();
      for (int i = 0; i < arguments.length; i++) {
        if (arguments[i] < 0) {
          pushDefault(mv, types[i]);
        } else {
          mv.visitVarInsn(Opcodes.ALOAD, 1);
          pushInt(mv, arguments[i]);
          mv.visitInsn(Opcodes.AALOAD);
          unbox(mv, types[i]);
        }
      }
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>",
          Type.getConstructorDescriptor((Constructor<?>) creation.constructor()), false);
      mv.visitVarInsn(Opcodes.ASTORE, 2);
      for (EntityPlan.Write write : creation.writes()) {
        Label skip = new Label();
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        pushInt(mv, write.slot());
        mv.visitInsn(Opcodes.AALOAD);
        mv.visitVarInsn(Opcodes.ASTORE, 3);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        mv.visitJumpInsn(Opcodes.IFNULL, skip);
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        write(mv, owner, write.member());
        mv.visitLabel(skip);
      }
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitInsn(Opcodes.ARETURN);
      return new Size(4 + 2 * arguments.length, 4);
    }
  }

  /** Reads {@code member} of the entity on the stack: {@code entity.field} or {@code entity.getter()}. */
  private static void read(MethodVisitor mv, String owner, Member member) {
    if (member instanceof Field f) {
      mv.visitFieldInsn(Opcodes.GETFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(),
          Type.getDescriptor(f.getType()));
    } else {
      Method m = (Method) member;
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, m.getName(), Type.getMethodDescriptor(m), false);
    }
  }

  /**
   * Gives the entity below the value on the stack the value: {@code entity.field = (T) value} or
   * {@code entity.setField((T) value)}, dropping what a fluent setter returns.
   */
  private static void write(MethodVisitor mv, String owner, Member member) {
    if (member instanceof Field f) {
      unbox(mv, f.getType());
      mv.visitFieldInsn(Opcodes.PUTFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(),
          Type.getDescriptor(f.getType()));
      return;
    }
    Method m = (Method) member;
    unbox(mv, m.getParameterTypes()[0]);
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, m.getName(), Type.getMethodDescriptor(m), false);
    Class<?> returned = m.getReturnType();
    if (returned == long.class || returned == double.class) {
      mv.visitInsn(Opcodes.POP2);
    } else if (returned != void.class) {
      mv.visitInsn(Opcodes.POP);
    }
  }

  /** Boxes the value of {@code type} on the stack: {@code Integer.valueOf(i)}; a reference stays as it is. */
  private static void box(MethodVisitor mv, Class<?> type) {
    if (!type.isPrimitive()) {
      return;
    }
    Class<?> boxed = ValueType.boxed(type);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(boxed), "valueOf",
        Type.getMethodDescriptor(Type.getType(boxed), Type.getType(type)), false);
  }

  /** Casts the {@code Object} on the stack to {@code type}, unboxing it for a primitive: {@code ((Integer) v).intValue()}. */
  private static void unbox(MethodVisitor mv, Class<?> type) {
    if (!type.isPrimitive()) {
      if (type != Object.class) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
      }
      return;
    }
    Class<?> boxed = ValueType.boxed(type);
    mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(boxed));
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(boxed), type.getName() + "Value",
        Type.getMethodDescriptor(Type.getType(type)), false);
  }

  /** Pushes the value a field of {@code type} has before anything is assigned. */
  private static void pushDefault(MethodVisitor mv, Class<?> type) {
    if (type == long.class) {
      mv.visitInsn(Opcodes.LCONST_0);
    } else if (type == float.class) {
      mv.visitInsn(Opcodes.FCONST_0);
    } else if (type == double.class) {
      mv.visitInsn(Opcodes.DCONST_0);
    } else if (type.isPrimitive()) {
      mv.visitInsn(Opcodes.ICONST_0);
    } else {
      mv.visitInsn(Opcodes.ACONST_NULL);
    }
  }

  private static void pushInt(MethodVisitor mv, int value) {
    if (value <= 5) {
      mv.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value <= Byte.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.BIPUSH, value);
    } else {
      mv.visitIntInsn(Opcodes.SIPUSH, value);
    }
  }
}
